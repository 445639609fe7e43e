import { Trans, useLingui } from "@lingui/react/macro";
import { projectScripts } from "@qisi/studio/checks/scratch";
import { useMemo } from "react";
import { type DrawBlocks, SolutionBlocks } from "./SolutionBlocks";

/**
 * A Scratch predict step's program as a picture of its blocks (issue 37: the child sees what they
 * are predicting), drawn by the lesson's Scratch editor like the solution rung, with the scripts in
 * words as the pictures' text for screen readers.
 */
export function ProgramBlocks({ project, draw }: { project: string; draw: DrawBlocks }) {
  const { t } = useLingui();
  const stage = t`舞台`;
  const targets = useMemo(() => projectScripts(project, stage), [project, stage]);
  if (targets.length === 0) return null;
  return <SolutionBlocks targets={targets} draw={draw} drawing={<Trans>正在把积木画出来…</Trans>} />;
}
