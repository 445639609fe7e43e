/** Our mark for the GUI's menu bar (in place of Scratch's logo): 启思 on the brand teal. */
export const qisiLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="84" height="32" viewBox="0 0 84 32">' +
    '<rect width="84" height="32" rx="8" fill="#00aba9"/>' +
    '<text x="42" y="22" font-family="Noto Sans CJK SC,PingFang SC,Microsoft YaHei,sans-serif" font-size="17" font-weight="700" fill="#ffffff" text-anchor="middle">启思编程</text>' +
    "</svg>",
)}`;
