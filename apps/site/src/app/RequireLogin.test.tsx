import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const navigate = vi.fn();
vi.mock("wouter/use-browser-location", async (original) => ({
  ...(await original<typeof import("wouter/use-browser-location")>()),
  navigate: (to: string, options?: unknown) => navigate(to, options),
}));

const session = { id: 0 };
const fetchSession = vi.fn(async () => session);
vi.mock("./api-client", () => ({
  api: {
    fetchSession: () => fetchSession(),
    isLoggedIn: () => session.id !== 0,
    onSessionChange: () => () => {},
  },
}));

const { RequireLogin } = await import("./RequireLogin");

describe("RequireLogin", () => {
  it("fetches the session once, then sends a visitor to /login with the full path as from", async () => {
    history.replaceState(null, "", "/dashboard/projects?tab=2");
    render(
      <RequireLogin>
        <p>学习中心</p>
      </RequireLogin>,
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/login?from=${encodeURIComponent("/dashboard/projects?tab=2")}`,
        {
          replace: true,
        },
      ),
    );
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("学习中心")).toBeNull();
  });
});
