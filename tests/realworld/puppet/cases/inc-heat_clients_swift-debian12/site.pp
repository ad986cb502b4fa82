include heat::clients::swift
