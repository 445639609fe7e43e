import { createRoot } from "react-dom/client";
import "./host.css";
import { PartnerPage } from "./PartnerPage";
import { connectQisi } from "./qisi-client";

// Where 启思编程's server is comes from the site's runtime configuration, as a partner's deployment
// would have it (the test writes the file once it knows the server's port).
const { origin } = await (await fetch("/qisi-server.json")).json();
const qisi = connectQisi(origin);
createRoot(document.getElementById("app") as HTMLElement).render(<PartnerPage qisi={qisi} />);
