import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The studios are framed from 启思编程's server (/embed/…), so no studio files are served here and
// the README's qisiStudio() is not needed.
export default defineConfig({
  plugins: [react()],
});
