# Class: zypprepo
#
# This module manages zypprepo
#
# Parameters:
#
# Actions:
#
# Requires:
#
# Sample Usage:
#
# [Remember: No empty lines between comments and class definition]
class zypprepo {}
