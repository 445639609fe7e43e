import { globalKeyframes } from "@vanilla-extract/css";

globalKeyframes("qisi-spin", { to: { transform: "rotate(360deg)" } });
