import{a as e,b as r}from"./chunk-VBTI4JOK.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as ArchitectureModule,r as createArchitectureServices};
