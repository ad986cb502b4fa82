notify { "ext=${trusted['extensions']}": }
notify { "dom=${trusted['domain']}-host=${trusted['hostname']}": }
