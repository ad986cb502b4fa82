include sahara
