import{a as r,b as e}from"./chunk-6YOVNOGA.js";import"./chunk-POTZVIIK.js";import"./chunk-3RNHDNP5.js";export{r as RadarModule,e as createRadarServices};
