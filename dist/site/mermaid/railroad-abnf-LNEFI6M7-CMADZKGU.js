import{a as r,b as o}from"./chunk-SIFTOX3Z.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{r as RailroadAbnfModule,o as createRailroadAbnfServices};
