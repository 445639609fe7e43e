/** What the child reads when every check passed. */
export const passedMessage = "全部通过了，真棒！";
