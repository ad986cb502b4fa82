include sudo
