import { PAGE_PATHS } from 'india-pincode-ifsc';
import { FILES, fillPattern } from '../routes.js';

/** The one shared stylesheet: system fonts, one column, nothing wider than a phone. */
export const SITE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0 auto;max-width:62rem;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff;overflow-wrap:anywhere}
a{color:#0645ad}
a:focus,button:focus,input:focus,select:focus{outline:3px solid #f90;outline-offset:1px}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;padding:.75rem 0;border-bottom:1px solid #ddd}
.brand{font-weight:700;text-decoration:none;color:inherit}
header nav a{margin-right:.75rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem}
h1{font-size:1.6rem;line-height:1.25;margin:.75rem 0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.3rem .5rem .3rem 0;border-bottom:1px solid #eee;vertical-align:top}
td+td,th+th{text-align:right}
ul.cols{columns:14rem;padding-left:1.2rem}
.bc ol{list-style:none;padding:0;margin:.75rem 0 0;font-size:.9rem}
.bc li{display:inline}.bc li+li:before{content:" › "}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
form div{display:flex;flex-direction:column;flex:1 1 14rem;min-width:0}
label{font-weight:600}
input,select,button{font:inherit;padding:.4rem;max-width:100%}
input,select{width:100%}
button{cursor:pointer}
#results li{margin:.25rem 0}
code{background:#f4f4f4;padding:0 .2rem}
footer{margin:2rem 0;padding-top:.5rem;border-top:1px solid #ddd;font-size:.85rem;color:#444}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
`;

/** The URL templates the script fills (`@` = the value), from the same definitions as the pages and files. */
const SCRIPT_PATHS = {
  pin: PAGE_PATHS.pincode('@'),
  ifsc: PAGE_PATHS.branch('@'),
  search: fillPattern(FILES.v1Search, { q: '@' }),
  banks: FILES.banks,
  states: fillPattern(FILES.bankStates, { bank: '@' }),
  districts: fillPattern(FILES.bankDistricts, { bank: '@', state: '@' }),
  branches: fillPattern(FILES.branches, { bank: '@', state: '@', district: '@' }),
};

/**
 * The one shared script: the home page search, the IFSC picker and the copy button.
 * It reads only the static JSON files, under the base path of `body[data-base]`, and
 * links results by path, so the pages work on any host the site is copied to.
 */
export const SITE_JS = `(function(){"use strict";
var d=document,B=d.body.dataset.base||"",P=${JSON.stringify(SCRIPT_PATHS)},cache={};
function fill(t,v){var i=0;return t.replace(/@/g,function(){return encodeURIComponent(v[i++])})}
function get(t,v){var p=B+fill(t,v);if(!cache[p])cache[p]=fetch(p).then(function(r){return r.ok?r.json():null});return cache[p]}
function el(tag,text,href){var e=d.createElement(tag);if(href){var a=d.createElement("a");a.href=href;a.textContent=text;e.appendChild(a)}else e.textContent=text;return e}
function here(u){var x=new URL(u,location.href);return x.pathname+x.search+x.hash}
function key(s){return s.toLowerCase().replace(/\\s+/g," ").replace(/^ /,"")}
function direct(v){v=v.trim();if(/^\\d{6}$/.test(v))return B+fill(P.pin,[v]);var c=v.replace(/\\s+/g,"").toUpperCase();return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(c)?B+fill(P.ifsc,[c]):""}
var f=d.getElementById("search");
if(f){var q=f.elements.q,out=d.getElementById("results"),st=d.getElementById("status"),n=0,timer;
async function find(){var v=q.value,k=key(v),my=++n,to=direct(v);out.textContent="";
if(to){out.appendChild(el("li",/^\\d/.test(v.trim())?"PIN code "+v.trim():"IFSC "+v.replace(/\\s+/g,"").toUpperCase(),to));st.textContent="Press Enter to open it.";return}
if(k.length<2){st.textContent="";return}
st.textContent="Searching…";var body=null;
for(var l=2;l<=k.length;l++){var b=await get(P.search,[k.slice(0,l)]);if(my!==n)return;if(!b)break;body=b;if(b.total<=100)break}
var m=body?body.post_offices.filter(function(o){return key(o.name).indexOf(k)===0}):[];
if(my!==n)return;
m.slice(0,50).forEach(function(o){var li=el("li","",here(o.url)),s=d.createElement("span");li.firstChild.textContent=o.name+" – "+o.pincode;s.textContent=", "+[o.district,o.state].filter(Boolean).join(", ");li.appendChild(s);out.appendChild(li)});
st.textContent=m.length?(m.length>50?"First 50 of "+m.length+" post offices":m.length+" post office"+(m.length>1?"s":""))+" starting with “"+v.trim()+"”":"No post office name starts with “"+v.trim()+"”."}
q.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(find,150)});
f.addEventListener("submit",function(e){e.preventDefault();var to=direct(q.value);if(to){location.href=to;return}var a=out.querySelector("a");if(a)location.href=a.href;else find()})}
var pk=d.getElementById("picker");
if(pk){var S=["bank","state","district","branch"].map(function(id){return d.getElementById(id)}),items=[[],[],[],[]],go=d.getElementById("go");
function reset(i,label){for(var j=i;j<4;j++){S[j].textContent="";S[j].appendChild(new Option(j===i?label:"—",""));S[j].disabled=true;items[j]=[]}}
function put(i,list,label){reset(i,label);items[i]=list;S[i].firstChild.textContent=label;list.forEach(function(it){S[i].appendChild(new Option(it.name+(it.branches?" ("+it.branches+")":""),it.slug))});S[i].disabled=false}
function open(i){var it=items[i][S[i].selectedIndex-1];if(it){go.href=here(it.url);go.textContent="Open "+it.name;go.hidden=false}else if(i>0)open(i-1);else go.hidden=true}
async function load(i){var v=S.slice(0,i).map(function(s){return s.value});reset(i,"Loading…");open(i-1);if(!v[i-1])return;
var r=await get([P.banks,P.states,P.districts,P.branches][i],v);if(S[i-1].value!==v[i-1])return;
if(!r){reset(i,"Could not load");return}
var list=i===1?r.states:i===2?r.districts:r.branches.map(function(x){return{name:x.BRANCH+" – "+x.IFSC,slug:x.IFSC,url:x.url}});
put(i,list,"Choose a "+S[i].id+" ("+list.length+")")}
S.forEach(function(s,i){s.addEventListener("change",function(){i<3?load(i+1):open(3)})});
get(P.banks,[]).then(function(r){if(r)put(0,r.banks,"Choose a bank ("+r.banks.length+")")})}
d.querySelectorAll("button[data-copy]").forEach(function(btn){btn.hidden=false;btn.addEventListener("click",function(){var s=btn.nextElementSibling;navigator.clipboard.writeText(btn.dataset.copy).then(function(){s.textContent="Copied "+btn.dataset.copy},function(){s.textContent="Copy failed: select the code instead"})})});
})();
`;
