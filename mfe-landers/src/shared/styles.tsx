/**
 * The landers' own styles. Rendered inline in each page (not a separate stylesheet), so the server's prerendered
 * markup carries them: the page paints styled before any script runs and nothing shifts when the app takes over.
 * The light landers' surfaces and text take Bootstrap's variables, so they follow the dark design where the visitor
 * has it (shared-contracts/src/colorScheme.ts); the night-time ones are dark in both.
 */
const css = `
.lander{--lander-rose:var(--bs-primary);--lander-plum:#2a0f3a;--lander-night:#12081f;min-height:100vh;display:flex;flex-direction:column}
.layout-lander .lander{min-height:auto}
.lander-dark{background:radial-gradient(120% 80% at 10% 0%,#5a1a4f 0%,transparent 60%),radial-gradient(100% 70% at 100% 30%,#3a1d6e 0%,transparent 55%),var(--lander-night);color:#fff}
.lander-dark .text-muted-light{color:rgba(255,255,255,.72)}
.lander-eyebrow{letter-spacing:.08em;text-transform:uppercase;font-size:.8rem;font-weight:600}
.lander-title{font-weight:800;letter-spacing:-.02em;line-height:1.08;font-size:clamp(2rem,6vw,3.6rem)}
.lander-note{font-size:.85rem;opacity:.8}
.lander-topbar{position:relative;z-index:3}
.lander-brand{display:inline-flex;align-items:center;gap:.25rem}
.lander-footer{margin-top:auto}
.lander .btn-primary{--bs-btn-bg:var(--lander-rose);--bs-btn-border-color:var(--lander-rose)}
.lander-cta-pulse{animation:lander-pulse 2.4s ease-in-out infinite}
@keyframes lander-pulse{0%,100%{box-shadow:0 0 0 0 rgba(var(--bs-primary-rgb),.55)}50%{box-shadow:0 0 0 .7rem rgba(var(--bs-primary-rgb),0)}}
.lander-tile{position:relative;display:block;aspect-ratio:1/1;border-radius:1rem;overflow:hidden;background:linear-gradient(135deg,#f3d1e0,#d9c6f0);color:#fff;text-decoration:none;isolation:isolate}
.lander-dark .lander-tile{background:linear-gradient(135deg,#3b1a4a,#24123a)}
.lander-tile img{width:100%;height:100%;object-fit:cover;display:block;transition:transform .5s ease}
.lander-tile:hover img,.lander-tile:focus-visible img{transform:scale(1.05)}
.lander-tile-empty{background-size:200% 100%;background-image:linear-gradient(100deg,rgba(255,255,255,0) 30%,rgba(255,255,255,.35) 50%,rgba(255,255,255,0) 70%),linear-gradient(135deg,#f3d1e0,#d9c6f0);animation:lander-shimmer 1.6s linear infinite}
.lander-dark .lander-tile-empty{background-image:linear-gradient(100deg,rgba(255,255,255,0) 30%,rgba(255,255,255,.08) 50%,rgba(255,255,255,0) 70%),linear-gradient(135deg,#3b1a4a,#24123a)}
@keyframes lander-shimmer{from{background-position:150% 0}to{background-position:-50% 0}}
.lander-caption-over{position:absolute;inset:auto 0 0 0;padding:1.6rem .7rem .55rem;background:linear-gradient(transparent,rgba(15,5,25,.78));line-height:1.2}
.lander-caption-below{position:absolute;inset:auto 0 0 0;padding:.45rem .6rem;background:rgba(255,255,255,.92);color:#222;line-height:1.2}
.lander-tile-mark{position:absolute;left:50%;bottom:.3rem;transform:translateX(-50%);display:flex;align-items:center;justify-content:center;min-width:1.4em;height:1.4em;padding:0 .2em;border-radius:1em;background:rgba(15,5,25,.7);color:#fff;font-size:.75rem;line-height:1}
.lander-glass{background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.14);border-radius:1.25rem;backdrop-filter:blur(6px)}
/* video */
.lander-video-hero{position:relative;min-height:100svh;overflow:hidden;display:flex;flex-direction:column;background:#12081f center/cover no-repeat}
.lander-video-bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:0}
.lander-video-hero::after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgba(18,8,31,.55) 0%,rgba(18,8,31,.35) 40%,rgba(18,8,31,.9) 100%);z-index:1}
.lander-video-content{position:relative;z-index:2;flex:1;display:flex;flex-direction:column;justify-content:center}
.lander-chip{display:inline-flex;align-items:center;gap:.35rem;padding:.35rem .8rem;border-radius:2rem;background:rgba(255,255,255,.12);border:1px solid rgba(255,255,255,.2);font-size:.85rem}
/* gallery */
.lander-gallery-grid{display:grid;gap:.75rem;grid-template-columns:repeat(2,1fr)}
@media (min-width:576px){.lander-gallery-grid{grid-template-columns:repeat(3,1fr)}}
@media (min-width:992px){.lander-gallery-grid{grid-template-columns:repeat(4,1fr);gap:1rem}}
.lander-blur img{filter:blur(10px) saturate(1.1);transform:scale(1.1)}
.lander-lock{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.4rem;background:rgba(20,6,30,.45);color:#fff;font-weight:600;text-align:center;padding:.5rem}
/* map */
.lander-map{position:relative;width:100%;max-width:640px;margin:0 auto}
.lander-map svg{width:100%;height:100%;display:block;overflow:visible}
.lander-map-region{fill:#e9d6f3;stroke:#fff;stroke-width:1.5}
.lander-map-region-visitor{fill:var(--lander-rose)}
.lander-map-member{fill:#7b2ff7;stroke:#fff;stroke-width:2}
.lander-map-mark circle{fill:rgba(15,5,25,.75);stroke:#fff;stroke-width:1.5}
.lander-map-mark text{fill:#fff}
.lander-map-pulse{fill:var(--lander-rose);opacity:.25;transform-box:fill-box;transform-origin:center;animation:lander-ring 2.4s ease-out infinite}
@keyframes lander-ring{from{transform:scale(.6);opacity:.45}to{transform:scale(2.2);opacity:0}}
.lander-map-frame{aspect-ratio:1/1;max-width:min(560px,100%);border-radius:1.5rem;background:radial-gradient(circle at 30% 20%,var(--bs-body-bg) 0%,var(--bs-tertiary-bg) 60%,var(--bs-primary-bg-subtle) 100%);border:1px solid var(--bs-border-color-translucent)}
/* alone tonight */
.lander-night{background:radial-gradient(80% 50% at 80% 10%,rgba(255,190,120,.25) 0%,transparent 60%),linear-gradient(180deg,#0b1030 0%,#241046 55%,#3a1240 100%);color:#fff}
.lander-moon{width:88px;height:88px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff8e1,#ffe0a3 60%,#e9b86b);box-shadow:0 0 60px 10px rgba(255,220,150,.35)}
.lander-stars{position:absolute;inset:0;pointer-events:none;background-image:radial-gradient(1px 1px at 10% 20%,#fff,transparent),radial-gradient(1px 1px at 30% 70%,#fff,transparent),radial-gradient(1.5px 1.5px at 70% 30%,#fff,transparent),radial-gradient(1px 1px at 85% 60%,#fff,transparent),radial-gradient(1px 1px at 55% 15%,#fff,transparent),radial-gradient(1.5px 1.5px at 20% 45%,#fff,transparent),radial-gradient(1px 1px at 90% 85%,#fff,transparent);opacity:.7}
.lander-row-card{display:flex;align-items:center;gap:.85rem;padding:.6rem;border-radius:1rem;background:rgba(255,255,255,.07);border:1px solid rgba(255,255,255,.12);color:#fff;text-decoration:none}
.lander-row-card:hover{background:rgba(255,255,255,.13);color:#fff}
.lander-row-card .lander-tile{width:64px;flex:0 0 64px;border-radius:50%}
/* icons */
.lander-icon{width:56px;height:56px;border-radius:1rem;display:inline-flex;align-items:center;justify-content:center;background:linear-gradient(135deg,var(--bs-primary-bg-subtle),var(--bs-tertiary-bg));color:var(--brand-text)}
.lander-icons-hero{background:linear-gradient(160deg,var(--bs-body-bg) 0%,var(--bs-tertiary-bg) 55%,var(--bs-primary-bg-subtle) 100%)}
.lander-benefit{border-radius:1.25rem;border:1px solid var(--bs-border-color-translucent);background:var(--bs-body-bg);height:100%;padding:1.5rem;transition:transform .2s ease,box-shadow .2s ease}
.lander-benefit:hover{transform:translateY(-3px);box-shadow:0 .75rem 1.5rem rgba(120,40,90,.08)}
/* social */
.lander-social-bg{background:var(--bs-tertiary-bg)}
.lander-post{border-radius:1rem;border:0;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.lander-avatar{width:44px;height:44px;flex:0 0 44px;border-radius:50%!important}
.lander-post-photo{aspect-ratio:4/3;border-radius:.75rem;overflow:hidden;background:linear-gradient(135deg,#f3d1e0,#d9c6f0)}
.lander-post-photo img{width:100%;height:100%;object-fit:cover;display:block}
.lander-action{display:inline-flex;align-items:center;gap:.35rem;color:var(--bs-secondary-color);text-decoration:none;font-weight:500;font-size:.9rem;padding:.35rem .6rem;border-radius:.5rem}
.lander-action:hover{background:var(--bs-primary-bg-subtle);color:var(--brand-text)}
/* collage */
.lander-collage{display:grid;gap:.6rem;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(3,1fr);aspect-ratio:1/1;max-width:min(560px,100%);margin:0 auto}
.lander-collage .lander-tile{aspect-ratio:auto;height:100%;min-height:0}
.lander-collage .lander-tile img{position:absolute;inset:0}
.lander-collage>:nth-child(1){grid-column:1/span 2;grid-row:1/span 2}
.lander-collage-wrap{position:relative}
.lander-collage-wrap::before{content:"";position:absolute;inset:-2rem -1rem;background:radial-gradient(closest-side,rgba(var(--bs-primary-rgb),.25),transparent);filter:blur(20px);z-index:-1}
/* the visitors' home */
.home-showcase{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
@media (min-width:992px){.home-showcase{gap:.75rem}}
@media (max-width:991.98px){.home-showcase{max-width:34rem;margin-inline:auto}}
@media (max-width:575.98px){.home-showcase .lander-caption{padding:1.2rem .45rem .4rem;font-size:.8rem}}
@media (prefers-reduced-motion:reduce){.home-showcase *{animation:none!important;transition:none!important}}
.home-point-icon{width:3rem;height:3rem;border-radius:.9rem;display:inline-flex;align-items:center;justify-content:center;background:var(--bs-primary-bg-subtle);color:var(--brand-text)}
/* slideshow */
.lander-slides{position:relative;aspect-ratio:3/4;max-height:70vh;border-radius:1.5rem;overflow:hidden;background:#1d0c2c;box-shadow:0 1.5rem 3rem rgba(0,0,0,.35)}
.lander-slide{position:absolute;inset:0;opacity:0;animation:lander-slide 20s infinite}
.lander-slide .lander-tile{position:absolute;inset:0;border-radius:0;aspect-ratio:auto}
.lander-slide img{animation:lander-kenburns 20s infinite;animation-delay:inherit}
.lander-slide:nth-child(1){opacity:1}
@keyframes lander-slide{0%{opacity:0}3%{opacity:1}20%{opacity:1}24%{opacity:0}100%{opacity:0}}
@keyframes lander-kenburns{0%{transform:scale(1.12) translate(2%,1%)}24%{transform:scale(1) translate(0,0)}100%{transform:scale(1)}}
.lander-slide-dots{position:absolute;bottom:.75rem;left:0;right:0;display:flex;justify-content:center;gap:.35rem;z-index:2}
.lander-slide-dots span{width:.45rem;height:.45rem;border-radius:50%;background:rgba(255,255,255,.5)}
@media (prefers-reduced-motion:reduce){
  .lander *,.lander *::before,.lander *::after{animation:none!important;transition:none!important}
  .lander-slide{opacity:0}
  .lander-slide:nth-child(1){opacity:1}
}
`;

export function LanderStyles() {
  return <style>{css}</style>;
}
