import{a as e,b as r}from"./chunk-SWLRTXCQ.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as PieModule,r as createPieServices};
