import{a as e,b as r}from"./chunk-XOKK2ZEO.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{e as PacketModule,r as createPacketServices};
