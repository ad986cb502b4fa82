include apache::mod::version
