import { describe, expect, test } from "vitest";
import { maskUrls, redactUrl, redactUrls } from "../../src/text/redact-url.js";

describe("redactUrl", () => {
  test("hides the user info and the values of credential parameters, and keeps the rest as written", () => {
    expect(redactUrl("http://reader:s3cret@127.0.0.1:8080/spec.yaml?access_token=abc123&v=2#/Thing")).toBe(
      "http://***@127.0.0.1:8080/spec.yaml?access_token=***&v=2#/Thing",
    );
    expect(redactUrl("https://x-access-token@github.com/acme/docs.git")).toBe("https://***@github.com/acme/docs.git");
    expect(
      redactUrl(
        "https://bucket.s3.amazonaws.com/spec.json?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F2025&X-Amz-Signature=9f0e&X-Amz-Security-Token=FwoG",
      ),
    ).toBe(
      "https://bucket.s3.amazonaws.com/spec.json?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=***&X-Amz-Signature=***&X-Amz-Security-Token=***",
    );
    for (const name of ["token", "apiKey", "api-key", "api_key", "key", "client_secret", "password", "sig", "jwt"])
      expect(redactUrl(`https://api.example.com/v1?${name}=v4lue&page=2`)).toBe(
        `https://api.example.com/v1?${name}=***&page=2`,
      );
    expect(redactUrl("https://example.com/callback#access_token=abc&state=1")).toBe(
      "https://example.com/callback#access_token=***&state=1",
    );
  });

  test("leaves URLs without credentials, and empty values, alone", () => {
    for (const url of [
      "https://docs.example.com/guides/setup?tab=curl#install",
      "https://api.example.com/v1?token=",
      "/relative/path?page=2",
      "not a url",
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

describe("redactUrls", () => {
  test("redacts each URL in a message, wherever it stands", () => {
    expect(
      redactUrls(
        "The OpenAPI file http://u:p@host/a.yaml?token=t could not be fetched: see `https://h/?key=k` (or <https://h2/?sig=s>).",
      ),
    ).toBe(
      "The OpenAPI file http://***@host/a.yaml?token=*** could not be fetched: see `https://h/?key=***` (or <https://h2/?sig=***>).",
    );
    expect(redactUrls("No URL here: token=abc")).toBe("No URL here: token=abc");
  });
});

describe("maskUrls", () => {
  test("masks each credential with as many stars, so columns stay put", () => {
    const line = 'See [status](https://reader:s3cret@status.example.com/?token=abc123&page=2) and "http://h/?sig=xyz".';
    const masked = maskUrls(line);
    expect(masked).toBe(
      'See [status](https://*************@status.example.com/?token=******&page=2) and "http://h/?sig=***".',
    );
    expect(masked).toHaveLength(line.length);
  });
});
