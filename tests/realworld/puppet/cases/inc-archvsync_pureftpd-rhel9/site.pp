include archvsync::pureftpd
