import { globalKeyframes } from "@vanilla-extract/css";

globalKeyframes("qisi-toast-in", {
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});
