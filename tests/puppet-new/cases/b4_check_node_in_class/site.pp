class c { node default { } }
