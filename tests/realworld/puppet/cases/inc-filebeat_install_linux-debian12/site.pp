include filebeat::install::linux
