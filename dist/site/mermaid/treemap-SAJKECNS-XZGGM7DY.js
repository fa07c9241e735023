import{a as e,b as r}from"./chunk-UTBQ2LUF.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as TreemapModule,r as createTreemapServices};
