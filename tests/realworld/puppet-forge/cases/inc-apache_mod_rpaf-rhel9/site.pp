include apache::mod::rpaf
