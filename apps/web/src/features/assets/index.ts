// The assets area's public face (its pages are loaded by the route table directly).
export {};
