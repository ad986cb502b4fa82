include sssd
