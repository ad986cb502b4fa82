include filebeat::install::windows
