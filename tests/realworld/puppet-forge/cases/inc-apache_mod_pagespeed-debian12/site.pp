include apache::mod::pagespeed
