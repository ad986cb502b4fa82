include gitolite::client
