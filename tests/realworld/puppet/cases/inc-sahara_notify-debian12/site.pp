include sahara::notify
