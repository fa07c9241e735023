import{a as e,b as r}from"./chunk-NAX6WQXF.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as CynefinModule,r as createCynefinServices};
