import{a as r,b as e}from"./chunk-CFNEVYGN.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{r as GitGraphModule,e as createGitGraphServices};
