import{a as e,b as r}from"./chunk-5IUM6GUZ.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as RailroadPegModule,r as createRailroadPegServices};
