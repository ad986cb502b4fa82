include apache::mod::dev
