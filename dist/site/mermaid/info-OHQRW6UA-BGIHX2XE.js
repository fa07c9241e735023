import{a as o,b as e}from"./chunk-JQPDLJZ2.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{o as InfoModule,e as createInfoServices};
