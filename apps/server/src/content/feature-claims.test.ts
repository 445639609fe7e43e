import { describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { findFeatureClaim } from "./feature-claims.ts";
import { formatIssues } from "./issues.ts";
import { loadContent } from "./load.ts";

describe("promises of features in catalogue prose", () => {
  it("finds each listed promise, and leaves true sentences alone", () => {
    expect(findFeatureClaim("直播上课 + 课后作业点评")?.words).toBe("直播");
    expect(findFeatureClaim("老师点评作业，及时答疑")?.words).toBe("老师点评");
    expect(findFeatureClaim("作业有老师批改")?.words).toBe("作业有老师批改");
    expect(findFeatureClaim("赠送配套练习册电子版")?.words).toBe("练习册");
    expect(findFeatureClaim("阶段项目答辩")?.words).toBe("答辩");
    expect(findFeatureClaim("算法闯关练习")?.words).toBe("闯关");
    expect(findFeatureClaim("小班教学")?.words).toBe("小班");
    for (const honest of [
      "在线随时学：每一步马上检查，卡住了有一级一级的提示，学完领取结业证书。",
      "每节课拼出一个能分享给家人的作品，拼完马上检查。",
      "想学就学，配套练习和答案讲解。",
    ])
      expect(findFeatureClaim(honest)).toBeNull();
  });

  it("allows the words once their feature exists", () => {
    expect(findFeatureClaim("老师点评作业", new Set(["teacher-review"]))).toBeNull();
    expect(findFeatureClaim("直播上课", new Set(["teacher-review"]))?.words).toBe("直播");
  });

  it("finds none in the real content's catalogue prose", () => {
    const promises = loadContent(defaultContentDir).issues.filter((issue) =>
      issue.reason.includes("只写孩子买了真能用到的东西"),
    );
    expect(formatIssues(promises)).toBe("");
  });
});
