import{a as e,b as r}from"./chunk-BFALUAYC.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as WardleyModule,r as createWardleyServices};
