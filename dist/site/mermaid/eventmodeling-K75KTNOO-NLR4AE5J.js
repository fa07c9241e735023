import{a as e,b as o}from"./chunk-CQU36FZX.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as EventModelingModule,o as createEventModelingServices};
