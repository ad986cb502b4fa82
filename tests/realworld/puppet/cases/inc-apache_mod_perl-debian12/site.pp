include apache::mod::perl
