import { maxCppSourceBytes } from "@qisi/api/contract";
import { badRequest } from "../errors.ts";
import { sourceTooLarge } from "./compile-service.ts";

/** Half of a UTF-16 pair without its other half: no UTF-8 text decodes to this. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses text the compiler should never see, each with words a child can act on. JSON carries
 * text, so bytes that were not UTF-8 arrive as U+FFFD (the body parser's replacement) or as lone
 * surrogates (a client's broken string): both mean the file was not UTF-8 text.
 */
export function checkSourceText(source: string): void {
  if (Buffer.byteLength(source) > maxCppSourceBytes) throw sourceTooLarge();
  if (source.includes("\0")) {
    throw badRequest("程序里混进了看不见的特殊字符（空字符），可能是从别的文件里复制来的。请删掉它再运行。");
  }
  if (loneSurrogate.test(source) || source.includes("\uFFFD")) {
    throw badRequest(
      "程序里有无法识别的文字，可能不是 UTF-8 编码的文本。请把代码重新复制进来，或者删掉乱码再运行。",
    );
  }
}
