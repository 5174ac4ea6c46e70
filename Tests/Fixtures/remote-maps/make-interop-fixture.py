#!/usr/bin/env python3
"""Signs a route map outside Swift, with Python's `cryptography` package, so a test can show
that Junction reads signed maps any JOSE implementation makes (docs/SignedMaps.md).

Run once; its output is committed beside it:

    pip install cryptography
    python3 Tests/Fixtures/remote-maps/make-interop-fixture.py

It writes interop.jwks (the public key, as an app ships it) and interop.jws (the signed map).
The private key is made here, used once and thrown away.
"""
import base64
import json
import pathlib

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


here = pathlib.Path(__file__).parent
key = Ed25519PrivateKey.generate()
x = key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
kid = "python-2026"

header = {"alg": "EdDSA", "kid": kid, "typ": "JOSE"}
payload = {
    "app": "com.example.shop",
    "version": 7,
    "issuedAt": 1795478400,   # 2026-11-24T00:00:00Z
    "expiresAt": 4102444800,  # 2100-01-01T00:00:00Z
    "map": {
        "version": 1,
        "schemes": ["shop"],
        "routes": [
            {"name": "home", "pattern": "shop://home", "page": "Page", "description": "from Python"},
            {"name": "product", "pattern": "shop://product/{id:int}", "page": "Page",
             "exposure": ["push", "universal-link"], "description": "from Python"},
        ],
    },
}
signing_input = b64url(json.dumps(header, separators=(",", ":")).encode()) + "." + \
    b64url(json.dumps(payload, indent=1).encode())
token = signing_input + "." + b64url(key.sign(signing_input.encode("ascii")))

(here / "interop.jws").write_text(token + "\n")
jwks = {"keys": [{"kty": "OKP", "crv": "Ed25519", "kid": kid, "x": b64url(x)}]}
(here / "interop.jwks").write_text(json.dumps(jwks, indent=2) + "\n")
