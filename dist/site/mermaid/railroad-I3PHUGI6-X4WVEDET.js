import{a as r,b as o}from"./chunk-AVPAUK62.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{r as RailroadModule,o as createRailroadServices};
