include apache::mod::authn_core
