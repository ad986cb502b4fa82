include filebeat::install::openbsd
