import{a as e,b as r}from"./chunk-7K535BRO.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as TreeViewModule,r as createTreeViewServices};
