include selinux
