include chrony
