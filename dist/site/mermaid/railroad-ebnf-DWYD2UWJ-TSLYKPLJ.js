import{a as r,b as o}from"./chunk-IJWVNMEF.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{r as RailroadEbnfModule,o as createRailroadEbnfServices};
