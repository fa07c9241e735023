import{a as o,b as m}from"./chunk-SWU7MITK.js";import"./chunk-QP3MATMC.js";import"./chunk-QU2RAEBH.js";import"./chunk-C4LPZGZA.js";import"./chunk-WD7GXQWY.js";import"./chunk-S3XBWYDG.js";import"./chunk-QKJ5BZVD.js";import"./chunk-SNMBC6G5.js";import"./chunk-VS4PPS2W.js";import"./chunk-CFXK6WOA.js";import"./chunk-4V4BSVSM.js";import"./chunk-B5SNGUUK.js";import"./chunk-HVVAQLXH.js";import"./chunk-EFB4XGFZ.js";import"./chunk-7UG7AIG5.js";import"./chunk-4F5Z6EH4.js";import"./chunk-6NDAIVIK.js";import"./chunk-4BUNE26K.js";import"./chunk-PYLXRY2O.js";import"./chunk-BE4HDEL6.js";import"./chunk-7K6SAGGZ.js";import{a as r}from"./chunk-YUSHYV7C.js";import"./chunk-3RNHDNP5.js";var i=r(t=>`${o(t)}
  .swimlane.cluster:not([data-color-id]) rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),e=i,F=m({styles:e});export{F as diagram};
