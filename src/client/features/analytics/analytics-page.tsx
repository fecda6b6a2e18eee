import { PageHeader } from '#client/components/ui/page-header';

/** /admin/analytics: conversion analytics, built in a later issue. */
export function AnalyticsPage() {
  return (
    <PageHeader
      title="Conversion Analytics"
      description="Compare performance between home page and pricing page flows"
    />
  );
}
