include ipaclient::sudoers
